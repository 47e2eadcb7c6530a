/** +9647701234567 → +964 770 •••• 567: enough to recognise, not enough to reuse. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  const start = digits.startsWith('+964') ? `+964 ${digits.slice(4, 7)}` : digits.slice(0, 3);
  return `${start} •••• ${digits.slice(-3)}`;
}
