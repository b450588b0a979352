// First-party audience measurement, loaded only after consent: one anonymous page view per navigation.
(() => {
  let last = '';
  const send = () => {
    const path = location.pathname;
    if (path === last) return;
    last = path;
    const body = JSON.stringify({ path });
    if (!navigator.sendBeacon?.('/api/analytics/page-view', new Blob([body], { type: 'application/json' }))) {
      fetch('/api/analytics/page-view', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => {});
    }
  };
  send();
  const push = history.pushState;
  history.pushState = function (...args) {
    push.apply(this, args);
    send();
  };
  addEventListener('popstate', send);
})();
