/** The host of a URL, or the text itself when it is not one. */
export function hostOf(url: string): string {
  try {
    return new URL(url.replaceAll(/\{[a-z]+\}/g, '0')).hostname;
  } catch {
    return url;
  }
}
