import type { PageRequest, ShopData, ShopShell } from "~/app/services";

/**
 * The shop data of one page render, its shell read once per page asked: the root loader renders it and the server
 * takes the Content-Security-Policy's shop sources from the same shell.
 */
export function withShellOnce(data: ShopData): ShopData {
  const shells = new Map<string, Promise<ShopShell | null>>();
  return {
    ...data,
    shell(request: PageRequest) {
      const key = JSON.stringify([request.lang, request.path, request.query]);
      let shell = shells.get(key);
      if (!shell) shells.set(key, (shell = data.shell(request)));
      return shell;
    },
  };
}
