/** « Faire confiance à cet appareil » : sent only to the pro sign-in endpoints. */
export const TRUSTED_DEVICE_COOKIE = 'jr_pro_trusted_device';
