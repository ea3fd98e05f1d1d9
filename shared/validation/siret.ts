import * as v from 'valibot';
import type { ValidationMessageKey } from './messages';
import { stopAtFirstIssue } from './text';

/** A SIRET: the company's SIREN (9 digits) and the establishment's number (5 digits). */
export const SIRET_LENGTH = 14;

/** La Poste's SIREN: its establishments are too many for a Luhn key, their digits add up to a multiple of 5. */
const LA_POSTE_SIREN = '356000000';

const SIRET_INVALID = 'backOfficeCompany.siret.invalid' satisfies ValidationMessageKey;

/** Whether the digits pass the Luhn check: every second digit from the right doubled, the sum a multiple of 10. */
function hasLuhnKey(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

const digitSum = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/**
 * Whether `text` is a SIRET: 14 digits whose Luhn key is right; La Poste's establishments (SIREN 356000000)
 * follow their own rule instead, the sum of their digits a multiple of 5 (its head office's passes Luhn too).
 */
export function isValidSiret(text: string): boolean {
  if (!/^\d{14}$/.test(text)) return false;
  if (text.startsWith(LA_POSTE_SIREN)) return digitSum(text) % 5 === 0 || hasLuhnKey(text);
  return hasLuhnKey(text);
}

/** What a person types: the digits, the spaces they group them with left out ("123 456 789 00012"). */
export function compactSiret(text: string): string {
  return text.replace(/[\s.]/g, '');
}

/** A SIRET as a form or a request gives it: spaces allowed between the digits, stored as 14 digits. */
export const siretSchema = stopAtFirstIssue(
  v.pipe(
    v.string(SIRET_INVALID),
    v.maxLength(40, SIRET_INVALID),
    v.transform(compactSiret),
    v.check(isValidSiret, SIRET_INVALID),
  ),
);
