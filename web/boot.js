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
  // The code lengths come from the build (meta length-schedule: "from:Sunday,...,Saturday;..." with
  // the tables' start dates ascending, lambdas/domain/rules.ts LENGTH_SCHEDULE): the table in force
  // on the local date, at the local weekday.
  var now = new Date();
  var pad = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  var today = now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate());
  var schedule = document.querySelector('meta[name="length-schedule"]');
  var tables = schedule ? schedule.getAttribute('content').split(';') : [];
  var cols = 10;
  for (var i = 0; i < tables.length; i++) {
    var table = tables[i].split(':');
    if (table[0] <= today) cols = Number(table[1].split(',')[now.getDay()]);
  }
  root.setAttribute('data-cols', String(cols)); // hides the shell's columns beyond the day's length
  root.style.setProperty('--shell-cols', String(cols));
  root.style.setProperty('--shell-level', '"' + cols + '"');
  // The page's language is the one it is prerendered in (<html lang>); its game is at "/" in English,
  // at "/es/" in Spanish: any other address of this page is another of the app's pages.
  var language = root.getAttribute('lang') || 'en';
  var home = language === 'en' ? '/' : '/' + language + '/';
  if (location.pathname !== home && location.pathname + '/' !== home) root.classList.add('other-page');
  else if (read('first-visit-done') === null) root.classList.add('first-visit');
  if (read('cookie-consent') === null) root.classList.add('needs-consent');

  // The cookie choice in the HTML works before the app runs: one click records it (the app reads it
  // once it starts, and answers the buttons itself from then on, data-app on <html>).
  document.addEventListener('click', function (event) {
    var button = event.target.closest ? event.target.closest('[data-consent]') : null;
    if (!button || root.hasAttribute('data-app')) return;
    var accepted = button.getAttribute('data-consent') === 'accepted';
    try {
      localStorage.setItem('cookie-consent', accepted ? 'accepted' : 'declined');
      localStorage.setItem('analytics-consent', accepted ? 'granted' : 'denied');
    } catch (storageDisabled) {
      /* the choice lasts for this page */
    }
    root.classList.remove('needs-consent');
    var notices = document.querySelectorAll('[data-testid="cookie-notice"]');
    for (var i = 0; i < notices.length; i++) notices[i].hidden = true;
    document.dispatchEvent(new Event('cipherword:consent'));
  });

  // The first visit's instructions are a prerendered copy (outside the app's root) until the app's
  // own dialog replaces it; until then they close here: their Close button, a click on the backdrop,
  // or Escape (recorded, and told to the app, so it does not open them again).
  function prerenderedCopy() {
    return document.querySelector('#instructions[data-prerendered]');
  }
  function prerenderedInstructions() {
    return root.classList.contains('first-visit') && prerenderedCopy();
  }
  function closeInstructions() {
    root.classList.remove('first-visit');
    try {
      localStorage.setItem('first-visit-done', 'true');
    } catch (storageDisabled) {
      /* closed for this page */
    }
    document.dispatchEvent(new Event('cipherword:instructions-closed'));
  }
  document.addEventListener('click', function (event) {
    var dialog = prerenderedInstructions();
    if (!dialog || !event.target.closest) return;
    if (event.target === dialog || event.target.closest('#instructions .dialog-close')) closeInstructions();
  });
  // Keys typed before the game is ready are kept for it (it plays them once it is: GamePage), so a
  // player who starts typing at once loses nothing; on the first visit Escape closes the instructions.
  var typedAhead = (window.cipherwordTypedAhead = []);
  document.addEventListener('keydown', function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (root.classList.contains('first-visit')) {
      if (event.key === 'Escape' && prerenderedInstructions()) closeInstructions();
      return;
    }
    if (root.hasAttribute('data-playing')) return;
    var target = event.target;
    if (root.classList.contains('other-page') || document.querySelector('dialog[open]')) return;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (/^[a-z]$/i.test(event.key) || event.key === 'Backspace' || event.key === 'Enter') typedAhead.push(event.key);
  });

  // The app's own scripts (named by web/scripts/build.mts in <meta name="app-scripts">: the entry,
  // then its chunks) are fetched only once the shell above has been painted, so the first paint never
  // waits on them, even where they would arrive fast. A hidden tab paints nothing: it starts at once.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var meta = document.querySelector('meta[name="app-scripts"]');
    if (!meta) return; // the development server loads its scripts itself
    var urls = meta.getAttribute('content').split(' ');
    // The page's language's first texts ("en=/assets/… es=…"), which the entry loads before rendering.
    var texts = (document.querySelector('meta[name="app-texts"]') || { content: '' }).content;
    var own = new RegExp('(^| )' + language + '=(\\S+)').exec(texts) || /(^| )en=(\S+)/.exec(texts);
    if (own) urls.push(own[2]);
    for (var i = 1; i < urls.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = 'anonymous';
      preload.href = urls[i];
      document.head.appendChild(preload);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = urls[0];
    document.head.appendChild(entry);
  }
  function afterFirstPaint() {
    // Not a first visit: the prerendered instructions are not needed (the app opens its own on demand).
    if (!root.classList.contains('first-visit')) {
      var copy = prerenderedCopy();
      if (copy) copy.remove();
    }
    // Another page than the game shows no shell (nothing to paint first): its scripts start at once.
    var noShell = root.classList.contains('other-page');
    var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
    if (noShell || document.visibilityState === 'hidden' || !paintTiming) return start();
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start();
      }).observe({ type: 'paint', buffered: true });
    } catch (paintTimingUnsupported) {
      return start();
    }
    // A tab hidden while loading paints nothing: it starts then. A busy phone can report its first paint
    // well after a second, so the last resort waits longer than any paint: scripts never start before it.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    setTimeout(start, 5000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
