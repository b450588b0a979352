/** A professional's own words about JurisRDV Pro, published with their consent. */
export type TProTestimonial = { quote: string; author: string; role: string };

/**
 * The seed's three testimonials were invented lawyers: none is published until real ones, given with
 * consent, exist (PRODUCT.md §8). While the list is empty, the section and the menu item that leads to it
 * are hidden: an empty « Témoignages » says nobody uses the product (issue 26 §2, §7).
 */
export const PRO_TESTIMONIALS: readonly TProTestimonial[] = [];
