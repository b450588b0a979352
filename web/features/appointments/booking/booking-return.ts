/**
 * Marks what stands for a professional on a page (a result card's name link, a profile's heading), as
 * `data-booking-return="<id>"`: after a booking the slot button the dialog was opened from is gone,
 * and closing the dialog brings the focus there instead (ADR 0035).
 */
export const BOOKING_RETURN_ATTRIBUTE = 'data-booking-return';
