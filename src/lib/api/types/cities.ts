/** The cities a player may live in (the spec's list). */
export const CITIES = [
  'Anbar',
  'Basra',
  'Babylon',
  'Baghdad',
  'Duhok',
  'Diyala',
  'Dhi Qar',
  'Erbil',
  'Karbala',
  'Kirkuk',
  'Kurdistan',
  'Maysan',
  'Muthanna',
  'Najaf',
  'Nineveh',
  'Qadisiya',
  'Saladin',
  'Sulaymaniya',
  'Wasit',
] as const;
export type City = (typeof CITIES)[number];
