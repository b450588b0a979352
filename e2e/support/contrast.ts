import type { Locator, Page } from '@playwright/test';

/** A colour as the screen draws it: 0–255 channels, alpha 0–1. */
export type TRgba = { r: number; g: number; b: number; a: number };

export const WHITE: TRgba = { r: 255, g: 255, b: 255, a: 1 };

/** `top` drawn over an opaque `bottom`. */
export function over(top: TRgba, bottom: TRgba): TRgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: TRgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, the first composited over the second when translucent. */
export function contrastRatio(front: TRgba, back: TRgba): number {
  const behind = back.a < 1 ? over(back, WHITE) : back;
  const drawn = front.a < 1 ? over(front, behind) : front;
  const [light, dark] = [relativeLuminance(drawn), relativeLuminance(behind)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** What draws a control's boundary (its border, or its own fill when it has none) and what lies behind it. */
export type TBoundary = {
  /** The control, for the failure message: its role or tag and its name. */
  control: string;
  /** `border` (width > 0 and not transparent), `fill` (no border: its background), `native` (drawn by Chromium). */
  drawnBy: 'border' | 'fill' | 'native';
  boundary: TRgba;
  behind: TRgba;
  ratio: number;
};

/**
 * Reads, in the page, the boundary of each control `locator` matches. Colours go through a 1×1 canvas, which
 * turns any CSS syntax (Tailwind 4 writes oklch) into sRGB channels. A checkbox or radio Chromium draws itself
 * (`appearance: auto`) has the browser's #767676 border, whatever the classes say.
 */
export async function boundariesOf(locator: Locator, side: 'top' | 'bottom' = 'top'): Promise<TBoundary[]> {
  const raw = await locator.evaluateAll((elements, borderSide) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = 'rgba(0, 0, 0, 0)';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const nameOf = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.textContent ??
        '';
      return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}${
        element instanceof HTMLInputElement ? `[type=${element.type}]` : ''
      } «\u00a0${name.trim().slice(0, 60)}\u00a0»`;
    };
    /** The colours behind an element, nearest first, until an opaque one. */
    const backgroundsBehind = (element: Element) => {
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let at = element.parentElement; at; at = at.parentElement) {
        const layer = rgba(getComputedStyle(at).backgroundColor);
        if (layer.a > 0) layers.push(layer);
        if (layer.a >= 1) break;
      }
      return layers;
    };
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const native =
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        style.appearance !== 'none';
      const width = Number.parseFloat(style.getPropertyValue(`border-${borderSide}-width`));
      const border = rgba(style.getPropertyValue(`border-${borderSide}-color`));
      const drawnBy = native ? 'native' : width > 0 && border.a > 0 ? 'border' : 'fill';
      const boundary = native
        ? { r: 0x76, g: 0x76, b: 0x76, a: 1 }
        : drawnBy === 'border'
          ? border
          : rgba(style.backgroundColor);
      return { control: nameOf(element), drawnBy, boundary, behind: backgroundsBehind(element) };
    });
  }, side);
  return raw.map((entry) => {
    const behind = entry.behind.reduceRight<TRgba>((below, layer) => over(layer, below), WHITE);
    return {
      control: entry.control,
      drawnBy: entry.drawnBy as TBoundary['drawnBy'],
      boundary: entry.boundary,
      behind,
      ratio: contrastRatio(entry.boundary, behind),
    };
  });
}

/** The visible form controls of a page or a part of it (fields, lists, choices, switches, the open tab). */
export function controlsIn(scope: Page | Locator): Locator {
  return scope
    .locator(
      [
        'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=file]):not([type=range])',
        'select',
        'textarea',
        '[role=switch]',
        'button[role=radio]',
        'button[role=checkbox]',
      ].join(', '),
    )
    .locator('visible=true');
}

/** Each boundary under 3:1 (WCAG 1.4.11, RGAA 3.3), as `control: ratio (drawnBy)` lines for the failure. */
export function weakBoundaries(boundaries: TBoundary[], minimum = 3): string[] {
  return boundaries
    .filter((entry) => entry.ratio < minimum)
    .map((entry) => `${entry.control}: ${entry.ratio}:1 (${entry.drawnBy})`);
}
