import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import { OTP_CODE_LENGTH } from './otp-code-length';

export { OTP_CODE_LENGTH };

/** The SMS verification code: exactly six ASCII digits (docs/product/phone-sign-in.md#verification-code). */
export const otpCodeSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.otpCode),
    v.length(OTP_CODE_LENGTH, VALIDATION_MESSAGES.otpCode),
    v.regex(/^[0-9]+$/, VALIDATION_MESSAGES.otpCode),
  ),
  { abortPipeEarly: true },
);
