/** The support address the region-restricted message points to (not shown in the spec). */
export const SUPPORT_EMAIL = 'support@iraqcharitylottery.iq';
