// Runs inline in <head>, before the first paint (web/scripts/build.mts puts it there; the CSP
// allows it by its hash, lib/security-headers.ts). It puts the player's look on the prerendered
// shell: theme, high contrast, the local weekday's code length, and what a first visit shows.
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (storageDisabled) {
      return null;
    }
  }
  var theme = read('theme');
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', !!dark);
  root.classList.toggle('hc', read('high-contrast') === 'on');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Sunday first, as Date#getDay counts: the lengths of docs/product.md, "What it is".
  root.setAttribute('data-cols', String([10, 4, 5, 6, 7, 8, 9][new Date().getDay()]));
  if (location.pathname !== '/') root.classList.add('other-page');
  else if (read('first-visit-done') === null) root.classList.add('first-visit');
  if (read('cookie-consent') === null) root.classList.add('needs-consent');
})();
