/** The fake's seeded demo players (shared brief); the same password for all. */
export const PASSWORD = 'Lottery123!';

export const PLAYERS = {
  verified: '07701234567',
  unverified: '07701234568',
  suspended: '07701234569',
  verifiedNoBalance: '07701234570',
  termsNotAccepted: '07701234571',
} as const;
