/**
 * A mobile number as a person reads it: '+919876543210' → '+91 98765 43210' (the Indian grouping
 * of ten digits into 5 + 5). Anything that is not +91 and ten digits is shown as it is.
 */
export function formatMobile(mobile: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(mobile);
  return match ? `+91 ${match[1]} ${match[2]}` : mobile;
}
