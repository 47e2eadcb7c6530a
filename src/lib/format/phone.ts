/**
 * An Iraqi mobile number in the groups people read it in: "+964 770 123 4567" or
 * "0770 123 4567". Anything else is shown as the backend sent it (never altered beyond spaces).
 * Latin digits always: a number the player dials or copies (decision 0292).
 */
export function formatPhone(phone: string): string {
  const international = /^\+964(7\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (international) return `+964 ${international.slice(1).join(' ')}`;
  const national = /^(07\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (national) return national.slice(1).join(' ');
  return phone;
}
