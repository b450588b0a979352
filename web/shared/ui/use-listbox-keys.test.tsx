import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TListboxKeysOptions, useListboxKeys } from './use-listbox-keys';

const FRUITS = ['Abricot', 'Banane', 'Cerise'] as const;

type THarnessProps = Pick<TListboxKeysOptions<string>, 'enterWithoutActive' | 'onEscapeWhenClosed'> & {
  items?: readonly string[];
  available?: boolean;
  onChoose?: (item: string) => void;
  onSubmit?: () => void;
};

/** A combobox as the need field and the workspace search draw one: a field, and a listbox shown under it. */
function Harness(props: THarnessProps) {
  const [text, setText] = useState('');
  const items = props.items ?? FRUITS;
  const listbox = useListboxKeys({
    items,
    available: props.available ?? items.length > 0,
    optionId: (item) => `option-${item}`,
    onChoose: props.onChoose ?? (() => {}),
    enterWithoutActive: props.enterWithoutActive,
    ...(props.onEscapeWhenClosed ? { onEscapeWhenClosed: props.onEscapeWhenClosed } : {}),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      <input
        aria-label="Fruit"
        role="combobox"
        aria-expanded={listbox.expanded}
        {...listbox.comboboxProps}
        aria-controls="fruits"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          listbox.onTextChange();
        }}
      />
      <div id="fruits" role="listbox" aria-label="Fruits" hidden={!listbox.expanded}>
        {listbox.expanded
          ? items.map((item, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys, as in the components
              <div
                key={item}
                id={`option-${item}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === listbox.activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => listbox.choose(item)}
              >
                {item}
              </div>
            ))
          : null}
      </div>
      <button type="submit">Chercher</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Fruit' });
const highlighted = () => field().getAttribute('aria-activedescendant');

describe('useListboxKeys', () => {
  it('opens on focus and closes on blur, highlighting nothing', async () => {
    render(<Harness enterWithoutActive="close" />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(highlighted()).toBeNull();
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves the highlight with the arrows, round both ends, and names it with aria-activedescendant', async () => {
    render(<Harness enterWithoutActive="close" />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('option-Abricot');
    expect(screen.getByRole('option', { name: 'Abricot' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('option-Cerise');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('option-Abricot');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('option-Cerise');
    expect(screen.getByRole('option', { name: 'Abricot' })).toHaveAttribute('aria-selected', 'false');
  });

  it('starts from the last option with ArrowUp, and the arrows open a list closed by Escape', async () => {
    render(<Harness enterWithoutActive="close" />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('option-Cerise');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toBe('option-Abricot');
  });

  it('chooses the highlighted option with Enter, closing the list and keeping the key from the form', async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness enterWithoutActive="close" onChoose={onChoose} onSubmit={onSubmit} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Banane');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    // Chosen, then opened again: nothing is highlighted any more.
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('option-Abricot');
  });

  it('chooses an option clicked, the focus staying in the field', async () => {
    const onChoose = vi.fn();
    render(<Harness enterWithoutActive="close" onChoose={onChoose} />);
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('option', { name: 'Cerise' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Cerise');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it("'close': Enter with nothing highlighted closes the list and lets the form have the key", async () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness enterWithoutActive="close" onChoose={onChoose} onSubmit={onSubmit} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it("'first': Enter with nothing highlighted chooses the first option shown, and nothing when none is", async () => {
    const onChoose = vi.fn();
    const { unmount } = render(<Harness enterWithoutActive="first" onChoose={onChoose} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Abricot');
    unmount();

    onChoose.mockClear();
    const onSubmit = vi.fn();
    render(<Harness enterWithoutActive="first" available={false} onChoose={onChoose} onSubmit={onSubmit} />);
    await userEvent.click(field());
    await userEvent.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows nothing while the list has nothing to show, even open', async () => {
    render(<Harness enterWithoutActive="close" available={false} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(highlighted()).toBeNull();
  });

  it('closes with Escape and forgets the highlight; Escape on a closed list is the caller’s', async () => {
    const onEscapeWhenClosed = vi.fn();
    render(<Harness enterWithoutActive="first" onEscapeWhenClosed={onEscapeWhenClosed} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(highlighted()).toBeNull();
    expect(onEscapeWhenClosed).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onEscapeWhenClosed).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('option-Abricot');
  });

  it('opens again with nothing highlighted when the text changes', async () => {
    render(<Harness enterWithoutActive="close" />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    await userEvent.type(field(), 'b');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toBeNull();
  });

  it('leaves Home and End to the field, which moves its caret', async () => {
    render(<Harness enterWithoutActive="close" />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(fireEvent.keyDown(field(), { key: 'Home' })).toBe(true);
    expect(fireEvent.keyDown(field(), { key: 'End' })).toBe(true);
    expect(highlighted()).toBe('option-Banane');
  });
});
