import type { TProContactForm } from './pro-contact-schema';

/** Sends a /pro/contact message. Resolves at once until messages are stored server-side. */
export async function submitProContactForm(_values: TProContactForm): Promise<void> {}
