import type { Plugin } from 'vite';

/** The boot chunk's name, which its file's starts with. */
export const BOOT_CHUNK = 'boot';

/**
 * The boot chunk, from the module graph: the boot script and every module it imports statically
 * (after Vite has added its preload helper), measured at the end of the build, before the chunks
 * are cut. A module the boot script comes to import joins it (the bench's budget for the chunk
 * weighs it), and a renamed one stays in it; ESLint limits what `src/boot/` may import.
 * `alsoIn` names modules the boot script does not import that belong in it all the same, and
 * `notIn` modules it imports whose exports only the app uses (a barrel's other modules).
 */
export function bootChunk(entry: RegExp, { alsoIn, notIn }: { alsoIn: RegExp; notIn: RegExp }) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'boot-chunk',
    buildEnd() {
      const visit = (id: string) => {
        if (modules.has(id) || notIn.test(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (entry.test(id)) visit(id);
      if (process.env.BOOT_DEBUG) console.log([...modules].join('\n'));
    },
  };
  return { plugin, test: (id: string) => modules.has(id) || alsoIn.test(id) };
}
