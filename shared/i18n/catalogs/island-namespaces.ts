/**
 * The importers of the namespaces only islands declare: every file `<namespace>/<language>.ts` but those of
 * `import-namespace.ts`'s list, which a page with only custom elements downloads without this one.
 */
export const ISLAND_NAMESPACES: Readonly<Record<string, () => Promise<unknown>>> = import.meta.glob([
  './*/*.ts',
  '!./{common,validation,ui,carousel,rich-text,phone-mask,date-picker,contact-widget}/*.ts',
]);
