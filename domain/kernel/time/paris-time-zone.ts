/** All times are civil times in this zone (PRODUCT.md §4). */
export const PARIS_TIME_ZONE = 'Europe/Paris';
