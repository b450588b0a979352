import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TAB_CONTENT_CLASSES, TAB_LIST_CLASSES, TAB_TRIGGER_CLASSES, Tabs } from './tabs';

type TValue = 'first' | 'second' | 'third';

function Harness(props: { onChange?: (value: TValue) => void }) {
  const [value, setValue] = useState<TValue>('first');
  return (
    <Tabs
      label="Sections"
      value={value}
      onValueChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
      className="mt-6"
      tabs={[
        { value: 'first', label: 'Premier', content: <p>Contenu premier</p> },
        { value: 'second', label: <>Deuxième ({2})</>, content: <p>Contenu deuxième</p> },
        { value: 'third', label: 'Troisième', content: <p>Contenu troisième</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('names the list, shows the open tab’s panel only, with the default classes', () => {
    const { container } = render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toHaveClass(TAB_LIST_CLASSES, { exact: true });
    expect(container.firstElementChild).toHaveClass('mt-6', { exact: true });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Premier', 'Deuxième (2)', 'Troisième']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveClass(TAB_TRIGGER_CLASSES, { exact: true });
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Contenu premier');
    expect(panel).toHaveClass(TAB_CONTENT_CLASSES, { exact: true });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Contenu deuxième')).not.toBeInTheDocument();
  });

  it('opens a tab on click and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('tab', { name: 'Deuxième (2)' }));
    expect(onChange).toHaveBeenLastCalledWith('second');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu deuxième');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Troisième' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Troisième' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu troisième');
  });

  it('takes the classes the owner gives', () => {
    render(
      <Tabs
        label="Autres"
        value="a"
        onValueChange={() => undefined}
        listClassName="list"
        triggerClassName="trigger"
        contentClassName="panel"
        tabs={[{ value: 'a', label: 'A', content: 'Panneau A' }]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Autres' })).toHaveClass('list', { exact: true });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveClass('trigger', { exact: true });
    expect(screen.getByRole('tabpanel')).toHaveClass('panel', { exact: true });
  });
});
