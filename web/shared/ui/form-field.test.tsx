import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, REQUIRED_FIELDS_LEGEND, REQUIRED_MARK_CLASS, RequiredFieldsLegend } from './form-field';
import { Input, Select, Textarea } from './input';
import { PasswordInput } from './password-input';

describe('FormField required (RGAA 11.10)', () => {
  it('announces every shared control it wraps as required and marks its label', () => {
    render(
      <form>
        <RequiredFieldsLegend />
        <FormField id="email" label="E-mail" required>
          <Input id="email" />
        </FormField>
        <FormField id="password" label="Mot de passe" required>
          <PasswordInput id="password" />
        </FormField>
        <FormField id="domain" label="Domaine" required>
          <Select id="domain" />
        </FormField>
        <FormField id="message" label="Message" required>
          <Textarea id="message" />
        </FormField>
      </form>,
    );
    expect(screen.getByText(REQUIRED_FIELDS_LEGEND)).toBeInTheDocument();
    for (const name of ['E-mail', 'Mot de passe', 'Domaine', 'Message']) {
      // The mark is drawn by CSS, so the field's name stays its label's text.
      const control = screen.getByLabelText(name, { exact: true });
      expect(control).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${control.id}"]`)).toHaveClass(REQUIRED_MARK_CLASS);
    }
  });

  it('says nothing of an optional field', () => {
    render(
      <FormField id="phone" label="Téléphone (facultatif)">
        <Input id="phone" />
      </FormField>,
    );
    expect(screen.getByLabelText('Téléphone (facultatif)')).not.toHaveAttribute('aria-required');
    expect(document.querySelector('label')).not.toHaveClass(REQUIRED_MARK_CLASS);
  });
});
