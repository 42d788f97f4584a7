// The demo digital-human pages: the presenter speaks the page's script line by line. The line shown
// follows the clock, so two screens showing the page at once (same-screen) show the same line.
(function () {
  'use strict';
  var LINE_MS = 6000;
  var lines = Array.prototype.slice.call(document.querySelectorAll('ol.script li'));
  var bubble = document.querySelector('.bubble');
  var bar = document.querySelector('.progress i');
  var stage = document.querySelector('.stage');
  if (!lines.length || !bubble) return;
  var shown = -1;
  var tick = function () {
    var now = Date.now();
    var index = Math.floor(now / LINE_MS) % lines.length;
    if (bar) bar.style.width = (((now % LINE_MS) / LINE_MS) * 100).toFixed(1) + '%';
    if (index === shown) return;
    if (shown >= 0) lines[shown].classList.remove('now');
    shown = index;
    lines[index].classList.add('now');
    bubble.textContent = lines[index].textContent;
  };
  if (stage) stage.classList.add('speaking');
  setInterval(tick, 200);
  tick();
})();
