/**
 * SQL that gives the server a login role of its own, `role`, a member of the runtime role storefront_app (migration
 * 004): it owns nothing and row-level security binds it. Safe to run again and from several processes at once (roles
 * belong to the cluster). `role` must be a plain lower-case identifier.
 */
export function serverLoginRoleSql(role) {
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`not a plain role name: ${role}`);
  return `DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${role} LOGIN IN ROLE storefront_app;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`;
}
