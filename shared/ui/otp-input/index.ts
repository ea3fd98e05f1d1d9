export { OtpInput, type OtpInputProps } from './otp-input';
export { completeCode, emptyDigits, enterText, pasteText, pressBackspace, type OtpEntry } from './otp-entry';
