// index.html's first view (and its styles) paints at once; React and the app load just after that frame.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./mount').then(({ mountPopup }) => mountPopup());
  }, 0);
});
