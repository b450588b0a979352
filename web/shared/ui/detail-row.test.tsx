import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_VALUE_CLASSES, DetailRow } from './detail-row';

describe('DetailRow', () => {
  it('pairs a term with its value, with the default value classes', () => {
    render(
      <dl>
        <DetailRow label="Catégorie">Droit de la famille</DetailRow>
      </dl>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Catégorie');
    const value = screen.getByRole('definition');
    expect(value).toHaveTextContent('Droit de la famille');
    expect(value).toHaveClass(DETAIL_VALUE_CLASSES, { exact: true });
  });

  it('takes the value classes the owner gives', () => {
    render(
      <dl>
        <DetailRow label="E-mail" valueClassName="col-span-2 break-words">
          <a href="mailto:a@example.org">a@example.org</a>
        </DetailRow>
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveClass('col-span-2 break-words', { exact: true });
    expect(screen.getByRole('link', { name: 'a@example.org' })).toBeInTheDocument();
  });
});
