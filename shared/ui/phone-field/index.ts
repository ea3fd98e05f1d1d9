export { PhoneField, type PhoneFieldProps } from './phone-field';
export { dialCodeOf } from './dial-code';
