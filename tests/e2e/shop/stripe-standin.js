/* global window, document, fetch, setTimeout */
/*
 * A loopback stand-in for https://js.stripe.com/<release>/stripe.js, enough for @stripe/stripe-js and
 * @stripe/react-stripe-js: Stripe(pk) → elements() → create('payment') mounts one card-number field;
 * confirmPayment() asks the test (via /__stripe_standin/confirm) to settle the PaymentIntent at the fake
 * Stripe API and deliver the signed webhook, then returns to return_url the way Stripe does.
 */
(function () {
  function Stripe() {
    var elementsOpts = null;
    var stripe = {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      elements: function (opts) {
        elementsOpts = opts || {};
        var current = null;
        var elements = {
          update: function (o) {
            Object.assign(elementsOpts, o || {});
          },
          getElement: function () {
            return current;
          },
          submit: function () {
            return Promise.resolve({});
          },
          create: function (type) {
            var handlers = {};
            var node = null;
            current = {
              mount: function (dom) {
                var host = typeof dom === 'string' ? document.querySelector(dom) : dom;
                var label = document.createElement('label');
                label.textContent = 'Card number';
                var input = document.createElement('input');
                input.name = 'cardnumber';
                input.autocomplete = 'cc-number';
                label.appendChild(input);
                host.appendChild(label);
                node = label;
                setTimeout(function () {
                  (handlers.ready || []).forEach(function (h) {
                    h({ elementType: type });
                  });
                }, 30);
              },
              on: function (ev, h) {
                (handlers[ev] = handlers[ev] || []).push(h);
                return current;
              },
              off: function (ev, h) {
                handlers[ev] = (handlers[ev] || []).filter(function (x) {
                  return x !== h;
                });
                return current;
              },
              update: function () {},
              unmount: function () {},
              destroy: function () {
                if (node) node.remove();
              },
            };
            return current;
          },
        };
        return elements;
      },
      confirmPayment: function (args) {
        var card = document.querySelector('input[name="cardnumber"]');
        if (!card || card.value.replace(/\s/g, '') !== '4242424242424242') {
          return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
        }
        var secret = (args.elements && elementsOpts && elementsOpts.clientSecret) || '';
        var pi = secret.split('_secret_')[0];
        return fetch('/__stripe_standin/confirm?pi=' + encodeURIComponent(pi)).then(function () {
          var url = args.confirmParams.return_url;
          var sep = url.indexOf('?') >= 0 ? '&' : '?';
          window.location.assign(url + sep + 'payment_intent=' + pi + '&payment_intent_client_secret=' + encodeURIComponent(secret) + '&redirect_status=succeeded');
          return new Promise(function () {});
        });
      },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
