import { useSearchParams } from 'react-router';

/**
 * « Nouveau … » dialogs that a link can open (`?nouveau=1`, used by the dashboard's quick actions): the
 * flag lives in the URL; closing removes it without adding a history entry.
 */
export function useCreationParam(): [boolean, (open: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setOpen = (open: boolean) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('nouveau', '1');
        else next.delete('nouveau');
        return next;
      },
      { replace: !open },
    );
  };
  return [searchParams.get('nouveau') === '1', setOpen];
}
