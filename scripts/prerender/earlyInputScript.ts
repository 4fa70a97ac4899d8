/**
 * Part of a prerendered page's one inline script (`pageInlineScript.ts`). The page paints seconds before its code has
 * arrived on a slow network, and what the visitor does in that time would be lost: a tapped button does nothing, a
 * form's button submits the form natively (reloading the page), and hydration puts every field back to its empty
 * value. This script, which runs before anything else, keeps the last button tapped and the fields typed into, and
 * holds back native form submission; the app takes them just before it hydrates and repeats them once the page is
 * alive (src/app/earlyInput.tsx). Links keep working natively all along.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var tapped = null;
  var typed = [];
  function keepTap(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = button;
  }
  function keepField(event) {
    var field = event.target;
    var text = field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio';
    var kept = text || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (kept && typed.indexOf(field) < 0) typed.push(field);
  }
  function holdSubmit(event) {
    event.preventDefault();
  }
  addEventListener('click', keepTap, true);
  addEventListener('input', keepField, true);
  addEventListener('change', keepField, true);
  addEventListener('submit', holdSubmit, true);
  window.sankalpEarlyInput = function () {
    removeEventListener('click', keepTap, true);
    removeEventListener('input', keepField, true);
    removeEventListener('change', keepField, true);
    removeEventListener('submit', holdSubmit, true);
    delete window.sankalpEarlyInput;
    return {
      tapped: tapped,
      typed: typed.map(function (field) {
        return { field: field, value: field.value };
      }),
    };
  };
})();`
