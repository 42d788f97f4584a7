// The demo product pages' booking form: nothing is sent anywhere; the page only confirms.
(function () {
  'use strict';
  document.querySelectorAll('form.booking').forEach(function (form) {
    var notice = form.querySelector('.notice');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var name = form.elements.namedItem('name');
      var agree = form.elements.namedItem('agree');
      if (!notice) return;
      if (name && !name.value.trim()) notice.textContent = '请填写您的姓名';
      else if (agree && !agree.checked) notice.textContent = '请先阅读并同意产品说明';
      else notice.textContent = '已收到您的预约，专属顾问将尽快与您联系。';
    });
  });
})();
