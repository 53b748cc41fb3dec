/*
 * Hero Tales sandbox checkout: the same interface as Razorpay's checkout.js
 * (new Razorpay(options), open(), close(), on('payment.failed', fn), options.handler,
 * options.modal.ondismiss) with a payment dialog where the payer pays or fails with a test card.
 * The server signs a successful payment exactly as Razorpay does.
 */
(function () {
  'use strict';
  var SUCCESS_CARD = '4111 1111 1111 1111';
  var DECLINED_CARD = '4000 0000 0000 0002';

  // The dialog speaks the page's language, as a payer on a Hindi page expects.
  var WORDS = {
    en: {
      sandbox: 'Test payment (sandbox)',
      pay: 'Pay {amount}',
      cancel: 'Cancel',
      card: 'Card number',
      cards: 'Use {success} to pay, or {declined} for a declined payment. No money moves.',
      failed: 'The payment could not be made.',
      tryAnother: 'Try another card, or cancel.',
      unreachable: 'The payment service could not be reached. Please try again.',
    },
    hi: {
      sandbox: 'परीक्षण भुगतान (सैंडबॉक्स)',
      pay: '{amount} चुकाएँ',
      cancel: 'रद्द करें',
      card: 'कार्ड नंबर',
      cards: 'भुगतान के लिए {success} लिखें, या अस्वीकृत भुगतान के लिए {declined}। कोई पैसा नहीं कटता।',
      failed: 'भुगतान नहीं हो सका।',
      tryAnother: 'कोई दूसरा कार्ड आज़माएँ, या रद्द करें।',
      unreachable: 'भुगतान सेवा से संपर्क नहीं हो सका। कृपया फिर से कोशिश करें।',
    },
  };

  function say(key, values) {
    var language = /^hi\b/.test(document.documentElement.lang || '') ? 'hi' : 'en';
    return WORDS[language][key].replace(/\{(\w+)\}/g, function (whole, name) {
      return values && name in values ? values[name] : whole;
    });
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'style') node.style.cssText = attrs[key];
      else if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(child);
    });
    return node;
  }

  function rupees(paise) {
    return '\u20b9' + (Number(paise || 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function postJson(url, body) {
    return fetch('/api/csrf-token?_=' + Date.now(), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) {
        return r.json();
      })
      .then(function (token) {
        return fetch(url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': token.csrf_token },
          body: JSON.stringify(body),
        });
      })
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, json: json };
        });
      });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.root) {
      document.removeEventListener('keydown', this.onKey);
      this.root.remove();
      this.root = null;
    }
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var o = this.options;
    if (this.root) return;
    var prefill = o.prefill || {};
    var message = el('p', { role: 'alert', style: 'min-height:1.4em;margin:8px 0 0;color:#b3261e;font-size:14px' });
    var card = el('input', {
      id: 'sandbox-card-number',
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      value: SUCCESS_CARD,
      style: 'width:100%;padding:12px;border:1px solid #c9bfd9;border-radius:10px;font-size:16px;box-sizing:border-box',
    });
    var pay = el('button', {
      type: 'button',
      text: say('pay', { amount: rupees(o.amount) }),
      style:
        'flex:1;min-height:46px;border:0;border-radius:999px;background:#6c4ab6;color:#fff;font-weight:700;font-size:16px;cursor:pointer',
    });
    var cancel = el('button', {
      type: 'button',
      text: say('cancel'),
      style:
        'min-height:46px;padding:0 18px;border:2px solid #6c4ab6;border-radius:999px;background:#fff;color:#6c4ab6;font-weight:700;cursor:pointer',
    });
    var dialog = el(
      'div',
      {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'sandbox-payment-title',
        style:
          'width:min(420px,100%);background:#fff;border-radius:16px;padding:24px;box-shadow:0 12px 40px rgba(0,0,0,.25);font-family:system-ui,sans-serif;color:#2d2a32',
      },
      [
        el('p', {
          text: say('sandbox'),
          style: 'margin:0;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#6c4ab6;font-weight:700',
        }),
        el('h2', {
          id: 'sandbox-payment-title',
          text: (o.name || 'Hero Tales') + ': ' + rupees(o.amount),
          style: 'margin:6px 0 4px;font-size:22px',
        }),
        el('p', { text: o.description || '', style: 'margin:0 0 14px;color:#5f5a66' }),
        el('p', {
          text: (prefill.name || '') + (prefill.email ? ' \u00b7 ' + prefill.email : ''),
          style: 'margin:0 0 14px;font-size:14px;color:#5f5a66',
        }),
        el('label', { for: 'sandbox-card-number', text: say('card'), style: 'display:block;font-weight:600;margin-bottom:6px' }),
        card,
        el('p', {
          text: say('cards', { success: SUCCESS_CARD, declined: DECLINED_CARD }),
          style: 'margin:8px 0 0;font-size:13px;color:#5f5a66',
        }),
        message,
        el('div', { style: 'display:flex;gap:10px;margin-top:16px' }, [cancel, pay]),
      ],
    );
    this.root = el(
      'div',
      {
        'data-sandbox-checkout': '',
        style: 'position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:16px;background:rgba(30,20,45,.55)',
      },
      [dialog],
    );
    document.body.appendChild(this.root);
    card.focus();
    card.select();

    this.onKey = (event) => {
      if (event.key === 'Escape') this.dismiss();
    };
    document.addEventListener('keydown', this.onKey);
    cancel.addEventListener('click', () => this.dismiss());
    pay.addEventListener('click', () => {
      pay.disabled = true;
      message.textContent = '';
      postJson('/api/payments/sandbox/pay', { orderId: o.order_id, cardNumber: card.value })
        .then((result) => {
          if (!result.ok) {
            message.textContent = result.json.detail || say('failed');
            pay.disabled = false;
            return;
          }
          if (result.json.error) {
            // As Razorpay's checkout does, a declined attempt leaves the dialog open for another try.
            message.textContent = result.json.error.description + ' ' + say('tryAnother');
            pay.disabled = false;
            this.emit('payment.failed', { error: result.json.error });
            return;
          }
          this.close();
          if (typeof o.handler === 'function') o.handler(result.json);
        })
        .catch(function () {
          message.textContent = say('unreachable');
          pay.disabled = false;
        });
    });
  };

  window.Razorpay = Razorpay;
})();
