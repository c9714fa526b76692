/** See serverLoginRole.mjs. */
export function serverLoginRoleSql(role: string): string;
