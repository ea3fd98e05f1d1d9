/**
 * The SMS verification code's length (docs/product/phone-sign-in.md#verification-code), apart from its schema:
 * the sign-in's state needs the number of boxes without valibot.
 */
export const OTP_CODE_LENGTH = 6;
