export { parseCityWithPostalCode, formatCityWithPostalCode } from './city-with-postal-code';
export type { CityWithPostalCode } from './city-with-postal-code';
export { emailSchema } from './email';
export {
  calendarDateSchema,
  calendarToday,
  eventDateSchema,
  isCalendarDate,
  isEventDateAllowed,
} from './event-date';
export { readTypedDate } from './typed-date';
export type { TypedDate } from './typed-date';
export { VALIDATION_MESSAGES, issueMessageKeys, messageKeyOf } from './messages';
export type { IssueMessage, ValidationMessageKey } from './messages';
export { cityNameSchema, firstnameSchema, lastnameSchema } from './names';
export { boundedText, isCleanText, stopAtFirstIssue } from './text';
export type { TextRules } from './text';
export { OTP_CODE_LENGTH, otpCodeSchema } from './otp-code';
export {
  isMobilePhone,
  isValidPhone,
  mayReceiveSignInCode,
  phoneE164Schema,
  siteCountryOfE164,
  toE164,
} from './phone/phone';
export { FICTION_RANGES, fictionRangeOf } from './phone/fiction-numbers';
export { SITE_PHONE_METADATA } from './phone/site-phone-metadata';
export { localeSchema, siteCountrySchema, siteLanguageSchema } from './site';
export { termsAcceptedSchema } from './terms';
export { companyNameSchema } from './company-name';
export {
  currentPasswordSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password';
