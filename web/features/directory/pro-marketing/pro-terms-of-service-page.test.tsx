import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRO_TERMS, termsParagraphText } from '#domain/directory/pro-marketing/pro-terms.ts';
import { ProTermsOfServicePage } from './pro-terms-of-service-page';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the professionals’ terms attached to the « Déclaration à l’Ordre » (issue 29 §2)', () => {
  it('are what the /pro/cgu page says, sentence by sentence, its links included', () => {
    const router = createMemoryRouter([{ path: '/', element: <ProTermsOfServicePage /> }]);
    const { container } = render(<RouterProvider router={router} />);
    const page = flat(container.textContent ?? '');
    expect(page).toContain(flat(PRO_TERMS.title));
    expect(page).toContain(flat(PRO_TERMS.intro));
    expect(container.querySelector('a[href="/classement-et-referencement"]')?.textContent).toBe(
      'Classement et référencement',
    );
    for (const section of PRO_TERMS.sections) {
      expect(page).toContain(flat(section.heading));
      for (const paragraph of section.paragraphs) expect(page).toContain(flat(termsParagraphText(paragraph)));
    }
  });
});
