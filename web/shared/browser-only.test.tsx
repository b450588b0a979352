import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { browserOrigin, useBrowserOrigin, useIsHydrated } from './browser-only';

function Probe() {
  const hydrated = useIsHydrated();
  const origin = useBrowserOrigin();
  return <p>{`${hydrated ? 'navigateur' : 'serveur'} ${origin || '(aucune origine)'}`}</p>;
}

describe('browser-only values', () => {
  it('are absent from the server render, so that hydration finds the same text', () => {
    expect(renderToString(<Probe />)).toBe('<p>serveur (aucune origine)</p>');
  });

  it('are the browser’s once it has taken over', () => {
    render(<Probe />);
    expect(screen.getByText(`navigateur ${window.location.origin}`)).toBeInTheDocument();
    expect(browserOrigin()).toBe(window.location.origin);
  });
});
