import type { Locale } from '@members/contract';

/** The mails the members area sends. */
export type MailKind =
  | 'loginCode'
  | 'noAccount'
  | 'signupConfirm'
  | 'alreadyRegistered'
  | 'macChanged'
  | 'parentalCodeChanged'
  | 'linePasswordChanged';

/** Values a mail needs; each kind uses some of them. */
export interface MailValues {
  provider: string;
  code?: string;
  minutes?: number;
  hours?: number;
  url?: string;
  /** A subscription's name and number, e.g. "Premium 12 months (#42)". */
  service?: string;
  /** A device MAC address (not a secret: the box shows it). */
  mac?: string;
}

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailText {
  subject: string;
  /** Text before the code or the link. */
  lead: string;
  /** Label of the link button, for mails with a link. */
  action?: string;
  /** Text after the code or link. */
  note: string;
}

type Catalog = Record<MailKind, MailText>;

const CATALOGS: Record<Locale, Catalog> = {
  'en-en': {
    loginCode: {
      subject: 'Your {{provider}} sign-in code',
      lead: 'Your sign-in code is:',
      note: 'It is valid for {{minutes}} minutes and works only in the browser where you asked for it. If you did not ask for it, you can ignore this e-mail.',
    },
    noAccount: {
      subject: 'Sign in to {{provider}}',
      lead: 'Someone (hopefully you) asked for a sign-in code for this address, but no {{provider}} account uses it.',
      action: 'Create an account',
      note: 'If you did not ask for it, you can ignore this e-mail.',
    },
    signupConfirm: {
      subject: 'Confirm your {{provider}} account',
      lead: 'Welcome! To confirm your e-mail address and sign in, open this link within {{hours}} hours:',
      action: 'Confirm and sign in',
      note: 'If you did not create an account, you can ignore this e-mail.',
    },
    alreadyRegistered: {
      subject: 'You already have a {{provider}} account',
      lead: 'Someone (hopefully you) tried to create a {{provider}} account with this address, but one already exists.',
      action: 'Sign in',
      note: 'If that was not you, you can ignore this e-mail.',
    },
    macChanged: {
      subject: 'The device of your {{provider}} subscription was changed',
      lead: 'The device MAC address of your subscription {{service}} was set to {{mac}} in the members area.',
      note: 'If you did not make this change, sign in, end the sessions you do not know on the Devices page and contact support.',
    },
    parentalCodeChanged: {
      subject: 'Your {{provider}} parental code was changed',
      lead: 'The parental code of your subscription {{service}} was changed in the members area.',
      note: 'If you did not make this change, sign in, end the sessions you do not know on the Devices page and contact support.',
    },
    linePasswordChanged: {
      subject: 'Your {{provider}} line password was changed',
      lead: 'Your subscription {{service}} got a new line password in the members area. Your player needs the new one: you find it on the subscription page.',
      note: 'If you did not make this change, sign in, end the sessions you do not know on the Devices page and contact support.',
    },
  },
  'de-de': {
    loginCode: {
      subject: 'Ihr Anmeldecode für {{provider}}',
      lead: 'Ihr Anmeldecode lautet:',
      note: 'Er ist {{minutes}} Minuten gültig und funktioniert nur in dem Browser, in dem Sie ihn angefordert haben. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
    noAccount: {
      subject: 'Anmeldung bei {{provider}}',
      lead: 'Jemand (hoffentlich Sie) hat einen Anmeldecode für diese Adresse angefordert, aber kein {{provider}}-Konto verwendet sie.',
      action: 'Konto erstellen',
      note: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
    signupConfirm: {
      subject: 'Bestätigen Sie Ihr {{provider}}-Konto',
      lead: 'Willkommen! Um Ihre E-Mail-Adresse zu bestätigen und sich anzumelden, öffnen Sie diesen Link innerhalb von {{hours}} Stunden:',
      action: 'Bestätigen und anmelden',
      note: 'Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
    },
    alreadyRegistered: {
      subject: 'Sie haben bereits ein {{provider}}-Konto',
      lead: 'Jemand (hoffentlich Sie) wollte mit dieser Adresse ein {{provider}}-Konto erstellen, aber es gibt bereits eines.',
      action: 'Anmelden',
      note: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
    macChanged: {
      subject: 'Das Gerät Ihres {{provider}}-Abonnements wurde geändert',
      lead: 'Die MAC-Adresse des Geräts Ihres Abonnements {{service}} wurde im Kundenbereich auf {{mac}} gesetzt.',
      note: 'Wenn Sie diese Änderung nicht vorgenommen haben, melden Sie sich an, beenden Sie auf der Seite „Geräte“ die Sitzungen, die Sie nicht kennen, und wenden Sie sich an den Support.',
    },
    parentalCodeChanged: {
      subject: 'Ihr {{provider}}-Jugendschutzcode wurde geändert',
      lead: 'Der Jugendschutzcode Ihres Abonnements {{service}} wurde im Kundenbereich geändert.',
      note: 'Wenn Sie diese Änderung nicht vorgenommen haben, melden Sie sich an, beenden Sie auf der Seite „Geräte“ die Sitzungen, die Sie nicht kennen, und wenden Sie sich an den Support.',
    },
    linePasswordChanged: {
      subject: 'Ihr {{provider}}-Leitungspasswort wurde geändert',
      lead: 'Ihr Abonnement {{service}} hat im Kundenbereich ein neues Leitungspasswort erhalten. Ihr Player braucht das neue: Sie finden es auf der Seite des Abonnements.',
      note: 'Wenn Sie diese Änderung nicht vorgenommen haben, melden Sie sich an, beenden Sie auf der Seite „Geräte“ die Sitzungen, die Sie nicht kennen, und wenden Sie sich an den Support.',
    },
  },
  'es-es': {
    loginCode: {
      subject: 'Tu código de acceso a {{provider}}',
      lead: 'Tu código de acceso es:',
      note: 'Es válido durante {{minutes}} minutos y solo funciona en el navegador donde lo pediste. Si no lo has pedido, puedes ignorar este correo.',
    },
    noAccount: {
      subject: 'Acceso a {{provider}}',
      lead: 'Alguien (esperamos que tú) ha pedido un código de acceso para esta dirección, pero ninguna cuenta de {{provider}} la usa.',
      action: 'Crear una cuenta',
      note: 'Si no has sido tú, puedes ignorar este correo.',
    },
    signupConfirm: {
      subject: 'Confirma tu cuenta de {{provider}}',
      lead: '¡Te damos la bienvenida! Para confirmar tu dirección de correo e iniciar sesión, abre este enlace en las próximas {{hours}} horas:',
      action: 'Confirmar e iniciar sesión',
      note: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
    },
    alreadyRegistered: {
      subject: 'Ya tienes una cuenta de {{provider}}',
      lead: 'Alguien (esperamos que tú) ha intentado crear una cuenta de {{provider}} con esta dirección, pero ya existe una.',
      action: 'Iniciar sesión',
      note: 'Si no has sido tú, puedes ignorar este correo.',
    },
    macChanged: {
      subject: 'Se ha cambiado el dispositivo de tu suscripción a {{provider}}',
      lead: 'La dirección MAC del dispositivo de tu suscripción {{service}} se ha cambiado a {{mac}} en el área de clientes.',
      note: 'Si no has hecho este cambio, inicia sesión, cierra en la página Dispositivos las sesiones que no reconozcas y contacta con soporte.',
    },
    parentalCodeChanged: {
      subject: 'Se ha cambiado tu código parental de {{provider}}',
      lead: 'Se ha cambiado el código parental de tu suscripción {{service}} en el área de clientes.',
      note: 'Si no has hecho este cambio, inicia sesión, cierra en la página Dispositivos las sesiones que no reconozcas y contacta con soporte.',
    },
    linePasswordChanged: {
      subject: 'Se ha cambiado tu contraseña de línea de {{provider}}',
      lead: 'Tu suscripción {{service}} tiene una nueva contraseña de línea, creada en el área de clientes. Tu reproductor necesita la nueva: la encontrarás en la página de la suscripción.',
      note: 'Si no has hecho este cambio, inicia sesión, cierra en la página Dispositivos las sesiones que no reconozcas y contacta con soporte.',
    },
  },
  'fr-fr': {
    loginCode: {
      subject: 'Votre code de connexion {{provider}}',
      lead: 'Votre code de connexion est :',
      note: 'Il est valable {{minutes}} minutes et ne fonctionne que dans le navigateur où vous l’avez demandé. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
    },
    noAccount: {
      subject: 'Connexion à {{provider}}',
      lead: 'Quelqu’un (vous, espérons-le) a demandé un code de connexion pour cette adresse, mais aucun compte {{provider}} ne l’utilise.',
      action: 'Créer un compte',
      note: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    signupConfirm: {
      subject: 'Confirmez votre compte {{provider}}',
      lead: 'Bienvenue ! Pour confirmer votre adresse e-mail et vous connecter, ouvrez ce lien dans les {{hours}} heures :',
      action: 'Confirmer et se connecter',
      note: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    },
    alreadyRegistered: {
      subject: 'Vous avez déjà un compte {{provider}}',
      lead: 'Quelqu’un (vous, espérons-le) a essayé de créer un compte {{provider}} avec cette adresse, mais il en existe déjà un.',
      action: 'Se connecter',
      note: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    macChanged: {
      subject: 'L’appareil de votre abonnement {{provider}} a été modifié',
      lead: 'L’adresse MAC de l’appareil de votre abonnement {{service}} a été remplacée par {{mac}} dans l’espace client.',
      note: 'Si vous n’êtes pas à l’origine de ce changement, connectez-vous, fermez sur la page Appareils les sessions que vous ne reconnaissez pas et contactez le support.',
    },
    parentalCodeChanged: {
      subject: 'Votre code parental {{provider}} a été modifié',
      lead: 'Le code parental de votre abonnement {{service}} a été modifié dans l’espace client.',
      note: 'Si vous n’êtes pas à l’origine de ce changement, connectez-vous, fermez sur la page Appareils les sessions que vous ne reconnaissez pas et contactez le support.',
    },
    linePasswordChanged: {
      subject: 'Votre mot de passe de ligne {{provider}} a été modifié',
      lead: 'Votre abonnement {{service}} a reçu un nouveau mot de passe de ligne dans l’espace client. Votre lecteur a besoin du nouveau : vous le trouverez sur la page de l’abonnement.',
      note: 'Si vous n’êtes pas à l’origine de ce changement, connectez-vous, fermez sur la page Appareils les sessions que vous ne reconnaissez pas et contactez le support.',
    },
  },
  'pt-pt': {
    loginCode: {
      subject: 'O seu código de acesso {{provider}}',
      lead: 'O seu código de acesso é:',
      note: 'É válido durante {{minutes}} minutos e só funciona no navegador onde o pediu. Se não o pediu, pode ignorar este e-mail.',
    },
    noAccount: {
      subject: 'Acesso a {{provider}}',
      lead: 'Alguém (esperamos que tenha sido você) pediu um código de acesso para este endereço, mas nenhuma conta {{provider}} o utiliza.',
      action: 'Criar uma conta',
      note: 'Se não foi você, pode ignorar este e-mail.',
    },
    signupConfirm: {
      subject: 'Confirme a sua conta {{provider}}',
      lead: 'Bem-vindo! Para confirmar o seu endereço de e-mail e iniciar sessão, abra esta ligação nas próximas {{hours}} horas:',
      action: 'Confirmar e iniciar sessão',
      note: 'Se não criou nenhuma conta, pode ignorar este e-mail.',
    },
    alreadyRegistered: {
      subject: 'Já tem uma conta {{provider}}',
      lead: 'Alguém (esperamos que tenha sido você) tentou criar uma conta {{provider}} com este endereço, mas já existe uma.',
      action: 'Iniciar sessão',
      note: 'Se não foi você, pode ignorar este e-mail.',
    },
    macChanged: {
      subject: 'O dispositivo da sua subscrição {{provider}} foi alterado',
      lead: 'O endereço MAC do dispositivo da sua subscrição {{service}} foi alterado para {{mac}} na área de cliente.',
      note: 'Se não fez esta alteração, inicie sessão, termine na página Dispositivos as sessões que não reconhece e contacte o suporte.',
    },
    parentalCodeChanged: {
      subject: 'O seu código parental {{provider}} foi alterado',
      lead: 'O código parental da sua subscrição {{service}} foi alterado na área de cliente.',
      note: 'Se não fez esta alteração, inicie sessão, termine na página Dispositivos as sessões que não reconhece e contacte o suporte.',
    },
    linePasswordChanged: {
      subject: 'A sua palavra-passe de linha {{provider}} foi alterada',
      lead: 'A sua subscrição {{service}} recebeu uma nova palavra-passe de linha na área de cliente. O seu leitor precisa da nova: encontra-a na página da subscrição.',
      note: 'Se não fez esta alteração, inicie sessão, termine na página Dispositivos as sessões que não reconhece e contacte o suporte.',
    },
  },
  'se-se': {
    loginCode: {
      subject: 'Din inloggningskod för {{provider}}',
      lead: 'Din inloggningskod är:',
      note: 'Den gäller i {{minutes}} minuter och fungerar bara i den webbläsare där du begärde den. Om du inte har begärt den kan du bortse från det här mejlet.',
    },
    noAccount: {
      subject: 'Logga in på {{provider}}',
      lead: 'Någon (förhoppningsvis du) har begärt en inloggningskod för den här adressen, men inget {{provider}}-konto använder den.',
      action: 'Skapa ett konto',
      note: 'Om det inte var du kan du bortse från det här mejlet.',
    },
    signupConfirm: {
      subject: 'Bekräfta ditt {{provider}}-konto',
      lead: 'Välkommen! Öppna den här länken inom {{hours}} timmar för att bekräfta din e-postadress och logga in:',
      action: 'Bekräfta och logga in',
      note: 'Om du inte har skapat något konto kan du bortse från det här mejlet.',
    },
    alreadyRegistered: {
      subject: 'Du har redan ett {{provider}}-konto',
      lead: 'Någon (förhoppningsvis du) försökte skapa ett {{provider}}-konto med den här adressen, men det finns redan ett.',
      action: 'Logga in',
      note: 'Om det inte var du kan du bortse från det här mejlet.',
    },
    macChanged: {
      subject: 'Enheten för ditt {{provider}}-abonnemang har ändrats',
      lead: 'Enhetens MAC-adress för ditt abonnemang {{service}} har ändrats till {{mac}} på kundsidorna.',
      note: 'Om det inte var du som gjorde ändringen: logga in, avsluta de sessioner du inte känner igen på sidan Enheter och kontakta supporten.',
    },
    parentalCodeChanged: {
      subject: 'Din föräldrakod för {{provider}} har ändrats',
      lead: 'Föräldrakoden för ditt abonnemang {{service}} har ändrats på kundsidorna.',
      note: 'Om det inte var du som gjorde ändringen: logga in, avsluta de sessioner du inte känner igen på sidan Enheter och kontakta supporten.',
    },
    linePasswordChanged: {
      subject: 'Ditt linjelösenord för {{provider}} har ändrats',
      lead: 'Ditt abonnemang {{service}} har fått ett nytt linjelösenord på kundsidorna. Din spelare behöver det nya: du hittar det på abonnemangets sida.',
      note: 'Om det inte var du som gjorde ändringen: logga in, avsluta de sessioner du inte känner igen på sidan Enheter och kontakta supporten.',
    },
  },
  'tr-tr': {
    loginCode: {
      subject: '{{provider}} giriş kodunuz',
      lead: 'Giriş kodunuz:',
      note: 'Kod {{minutes}} dakika geçerlidir ve yalnızca kodu istediğiniz tarayıcıda çalışır. Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
    },
    noAccount: {
      subject: '{{provider}} hesabına giriş',
      lead: 'Birisi (umarız sizsiniz) bu adres için bir giriş kodu istedi, ancak bu adresi kullanan bir {{provider}} hesabı yok.',
      action: 'Hesap oluştur',
      note: 'Bu siz değilseniz bu e-postayı yok sayabilirsiniz.',
    },
    signupConfirm: {
      subject: '{{provider}} hesabınızı onaylayın',
      lead: 'Hoş geldiniz! E-posta adresinizi onaylayıp giriş yapmak için bu bağlantıyı {{hours}} saat içinde açın:',
      action: 'Onayla ve giriş yap',
      note: 'Hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    alreadyRegistered: {
      subject: 'Zaten bir {{provider}} hesabınız var',
      lead: 'Birisi (umarız sizsiniz) bu adresle bir {{provider}} hesabı oluşturmaya çalıştı, ancak zaten bir hesap var.',
      action: 'Giriş yap',
      note: 'Bu siz değilseniz bu e-postayı yok sayabilirsiniz.',
    },
    macChanged: {
      subject: '{{provider}} aboneliğinizin cihazı değiştirildi',
      lead: '{{service}} aboneliğinizin cihaz MAC adresi müşteri alanında {{mac}} olarak ayarlandı.',
      note: 'Bu değişikliği siz yapmadıysanız giriş yapın, Cihazlar sayfasında tanımadığınız oturumları sonlandırın ve destekle iletişime geçin.',
    },
    parentalCodeChanged: {
      subject: '{{provider}} ebeveyn kodunuz değiştirildi',
      lead: '{{service}} aboneliğinizin ebeveyn kodu müşteri alanında değiştirildi.',
      note: 'Bu değişikliği siz yapmadıysanız giriş yapın, Cihazlar sayfasında tanımadığınız oturumları sonlandırın ve destekle iletişime geçin.',
    },
    linePasswordChanged: {
      subject: '{{provider}} hat şifreniz değiştirildi',
      lead: '{{service}} aboneliğiniz müşteri alanında yeni bir hat şifresi aldı. Oynatıcınızın yeni şifreye ihtiyacı var: abonelik sayfasında bulabilirsiniz.',
      note: 'Bu değişikliği siz yapmadıysanız giriş yapın, Cihazlar sayfasında tanımadığınız oturumları sonlandırın ve destekle iletişime geçin.',
    },
  },
};

function fill(template: string, values: MailValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name as keyof MailValues];
    return value === undefined ? '' : String(value);
  });
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The catalog of a locale, for tests that check completeness. */
export function getMailCatalog(locale: Locale): Catalog {
  return CATALOGS[locale];
}

/**
 * Renders a mail in a locale as text and as simple, inline-styled HTML. Every
 * value is escaped in the HTML part.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: MailValues,
): RenderedMail {
  const entry = CATALOGS[locale][kind];
  const subject = fill(entry.subject, values);
  const lead = fill(entry.lead, values);
  const note = fill(entry.note, values);
  const textParts = [lead];
  const htmlParts = [`<p style="margin:0 0 16px">${escapeHtml(lead)}</p>`];
  if (values.code) {
    textParts.push(`\n    ${values.code}\n`);
    htmlParts.push(
      `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(values.code)}</p>`,
    );
  }
  if (values.url && entry.action) {
    textParts.push(`${entry.action}: ${values.url}\n`);
    htmlParts.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(values.url)}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(entry.action)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(values.url)}</p>`,
    );
  }
  textParts.push(note, `\n— ${values.provider}`);
  htmlParts.push(
    `<p style="margin:0 0 16px;color:#555">${escapeHtml(note)}</p>`,
    `<p style="margin:0;color:#888">— ${escapeHtml(values.provider)}</p>`,
  );
  const html = `<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222;background:#f5f6f8"><div style="max-width:520px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">${htmlParts.join('')}</div></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}
