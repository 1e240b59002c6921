/** Digits only, as long as a real mobile number can be (the dialing code is chosen apart). */
export function isMobileNumber(value: string): boolean {
  return /^\d{6,15}$/.test(value.trim());
}

/** The message for a mobile-number input, or undefined when it is fine (spec 1 §5). */
export function mobileNumberError(
  value: string,
  messages: { required: string; invalid: string },
): string | undefined {
  if (!value.trim()) return messages.required;
  return isMobileNumber(value) ? undefined : messages.invalid;
}
