import { leaves } from './describe-catalogs';

/**
 * French texts the SPEC gives verbatim (shared/SPEC.md, "Error catalogue"), straight apostrophe and spelling
 * included: the only ones a French catalog keeps with a straight apostrophe.
 */
const VERBATIM = new Set([
  "Erreur lors de l'envoie de la demande : {{detail}}",
  "Oups ! Quelque chose s'est mal passé",
]);

/**
 * The texts of a French catalog written with a straight apostrophe (French typography wants ’), by dotted
 * key: for the catalogs' tests.
 */
export function textsWithStraightApostrophe(catalog: object): [string, string][] {
  return [...leaves(catalog)].flatMap(([key, text]) =>
    typeof text === 'string' && text.includes("'") && !VERBATIM.has(text)
      ? [[key, text] as [string, string]]
      : [],
  );
}
