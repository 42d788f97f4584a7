// The demo measurement pages: the result follows the form. Values may also be set by the meeting hall
// (same-screen), which fires no input event, so the form is read again a few times a second.
(function () {
  'use strict';
  var yuan = function (n) {
    return isFinite(n) ? Math.round(n).toLocaleString('zh-CN') + ' 元' : '—';
  };
  var wan = function (n) {
    return isFinite(n) ? (Math.round(n * 10) / 10).toLocaleString('zh-CN') + ' 万元' : '—';
  };
  // Money growing monthly at `rate` a year for `months` months, paid in at the end of each month.
  var saved = function (monthly, rate, months) {
    var r = rate / 12;
    return r === 0 ? monthly * months : (monthly * (Math.pow(1 + r, months) - 1)) / r;
  };
  var calculators = {
    pension: function (v) {
      var months = Math.max(0, (v.retire - v.age) * 12);
      var total = saved(v.monthly, v.rate, months);
      var payMonths = (85 - v.retire) * 12;
      var r = v.rate / 12;
      var pay = r === 0 ? total / payMonths : (total * r) / (1 - Math.pow(1 + r, -payMonths));
      return { invested: yuan(v.monthly * months), total: yuan(total), pay: yuan(pay) };
    },
    premium: function (v) {
      var perThousand = v.kind === 1 ? 8 + v.age * 0.62 : 5 + v.age * 0.48;
      var sexFactor = v.sex === 1 ? 1 : 0.9;
      var termFactor = { 10: 1.8, 20: 1, 30: 0.78 }[v.years] || 1;
      var annual = ((v.cover * 10000) / 1000) * perThousand * sexFactor * termFactor;
      return { annual: yuan(annual), monthly: yuan(annual / 12 * 1.02), total: yuan(annual * v.years) };
    },
    illnessCover: function (v) {
      var cover = v.income * v.years + 30 + v.debt * 0.2;
      var annual = cover * 10000 / 1000 * (6 + v.age * 0.35);
      return { cover: wan(cover), treat: wan(30), annual: yuan(annual) };
    },
    fundPlan: function (v) {
      var months = v.years * 12;
      var total = saved(v.monthly, v.rate, months);
      var invested = v.monthly * months;
      return { invested: yuan(invested), total: yuan(total), gain: yuan(total - invested) };
    },
    deposit: function (v) {
      var rates = { 1: 0.016, 2: 0.017, 3: 0.0195, 5: 0.0195 };
      var rate = rates[v.term] || 0.016;
      var interest = v.amount * 10000 * rate * v.term;
      return { rate: (rate * 100).toFixed(2) + '%', interest: yuan(interest), total: yuan(v.amount * 10000 + interest) };
    },
    annuity: function (v) {
      var years = v.payYears;
      var annual = v.premium * 10000;
      var accumulated = annual * years * Math.pow(1.025, Math.max(0, 60 - v.age - years / 2));
      var yearly = accumulated / 22;
      return { paid: yuan(annual * years), yearly: yuan(yearly), to85: yuan(yearly * 25) };
    },
  };

  var form = document.querySelector('form.calc');
  var calculate = calculators[document.body.getAttribute('data-calc')];
  if (!form || !calculate) return;
  var last = '';
  var update = function () {
    var values = {};
    Array.prototype.forEach.call(form.elements, function (field) {
      if (field.name) values[field.name] = Number(field.value);
    });
    var key = JSON.stringify(values);
    if (key === last) return;
    last = key;
    var out = calculate(values);
    Object.keys(out).forEach(function (name) {
      var target = document.querySelector('[data-out="' + name + '"]');
      if (target) target.textContent = out[name];
    });
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  setInterval(update, 300);
  update();
})();
