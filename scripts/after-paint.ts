// One ES5 function shared by the two scripts index.html runs before the app
// (./boot-script.ts, ./route-script.ts): `afterPaint(f)` runs `f` in a task
// after the next paint. The first animation frame comes just before that
// paint, so work started from it (inserting links, asking for files) does not
// delay the first text. A hidden page gets no animation frames: `f` runs at
// once there, so a page opened in the background is ready when shown.
// app/main.tsx waits the same way in TypeScript: the app never depends on
// these scripts.
export const AFTER_PAINT_SOURCE = `var afterPaint = function (f) {
    if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(function () { setTimeout(f, 0); });
    } else f();
  };`;
