// Spanish messages: passkeys, the authenticator app, recovery codes and the second step of signing in.
// Same keys and order as ../en-passkeys.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esPasskeysMessages = {
  'secondFactor.codeRequired': 'Introduce el código.',
  'secondFactor.codeWrong': 'Ese código no es correcto. Revísalo y vuelve a intentarlo.',
  'secondFactor.codeUsed': 'Ese código se acaba de usar. Espera al siguiente en tu app.',
  'secondFactor.tooManyAttempts': 'Demasiados códigos incorrectos. Espera 15 minutos y vuelve a intentarlo.',
  'secondFactor.tooManyForThisSignIn': 'Demasiados códigos incorrectos. Vuelve a iniciar sesión con tu contraseña.',
  'secondFactor.signInExpired': 'Tu inicio de sesión ha caducado. Vuelve a iniciar sesión con tu contraseña.',
  'secondFactor.adminNeedsSecondFactor':
    'Las herramientas de administración requieren un segundo factor. Configura una llave de acceso o una app de autenticación, o confirma este inicio de sesión con una de ellas.',
  'secondFactor.adminKeepsOne':
    'Una cuenta de administración debe conservar un segundo factor. Añade otro antes de quitar este.',
  'secondFactor.sessionNotVerified':
    'Confirma que eres tú con un código o una llave de acceso antes de cambiar cómo inicias sesión.',
  'secondFactor.totpAlreadySet':
    'Ya tienes una app de autenticación configurada. Quítala primero para configurar otra.',
  'secondFactor.totpNotStarted': 'Vuelve a empezar la configuración de la app de autenticación.',
  'secondFactor.totpNotSet': 'No hay ninguna app de autenticación configurada.',
  'secondFactor.noneSet': 'Primero configura una llave de acceso o una app de autenticación.',
  'secondFactor.passkeyChallengeExpired': 'Esa solicitud de llave de acceso ha caducado. Vuelve a intentarlo.',
  'secondFactor.passkeyNotVerified': 'No se ha podido verificar esa llave de acceso. Vuelve a intentarlo.',
  'secondFactor.passkeyUnknown':
    'Esta llave de acceso no está registrada aquí. Inicia sesión con tu email y tu contraseña.',
  'secondFactor.passkeyNotFound': 'Esa llave de acceso ya no está en tu cuenta.',
  'secondFactor.passkeyNameRequired': 'Ponle un nombre a la llave de acceso.',
  'secondFactor.passkeyNameTooLong': 'El nombre de una llave de acceso puede tener 60 caracteres como máximo.',
  'secondFactor.title': 'Llaves de acceso e inicio de sesión en dos pasos',
  'secondFactor.intro.admin':
    'Las cuentas de administración deben usar un segundo factor: una llave de acceso o una app de autenticación.',
  'secondFactor.intro.supplier':
    'Protege la cuenta de tu negocio: después de la contraseña, el inicio de sesión también te pedirá un código de una app o una llave de acceso.',
  'secondFactor.intro.traveler':
    'Inicia sesión con una llave de acceso en lugar de una contraseña y, si quieres, añade un segundo paso a tu inicio de sesión.',
  'secondFactor.passkeys.title': 'Llaves de acceso',
  'secondFactor.passkeys.intro':
    'Inicia sesión con tu huella, tu cara o el bloqueo de pantalla. En cuanto tengas una llave de acceso, el inicio de sesión con contraseña también te la pedirá, o un código.',
  'secondFactor.passkeys.none': 'Aún no tienes llaves de acceso.',
  'secondFactor.passkeys.listLabel': 'Tus llaves de acceso',
  'secondFactor.passkeys.name': 'Nombre de la llave de acceso',
  'secondFactor.passkeys.nameHint': 'Por ejemplo, el dispositivo en el que está.',
  'secondFactor.passkeys.add': 'Añadir una llave de acceso',
  'secondFactor.passkeys.adding': 'Esperando a tu dispositivo…',
  'secondFactor.passkeys.added': 'Llave de acceso «{name}» añadida.',
  'secondFactor.passkeys.created': 'Añadida el {when}',
  'secondFactor.passkeys.lastUsed': 'Último uso: {when}',
  'secondFactor.passkeys.neverUsed': 'Aún no se ha usado para iniciar sesión',
  'secondFactor.passkeys.remove': 'Quitar',
  'secondFactor.passkeys.removeNamed': 'Quitar la llave de acceso {name}',
  'secondFactor.passkeys.removed': 'Llave de acceso «{name}» quitada.',
  'secondFactor.passkeys.unsupported': 'Este navegador no puede usar llaves de acceso.',
  'secondFactor.passkeys.cancelled': 'No se ha usado ninguna llave de acceso.',
  'secondFactor.totp.title': 'App de autenticación',
  'secondFactor.totp.intro':
    'Una app como 1Password, Google Authenticator o Aegis muestra un código nuevo de 6 cifras cada 30 segundos.',
  'secondFactor.totp.on': 'Activada',
  'secondFactor.totp.off': 'Sin configurar',
  'secondFactor.totp.start': 'Configurar una app de autenticación',
  'secondFactor.totp.scan':
    'Escanea este código QR con tu app de autenticación y después introduce el código que te muestre.',
  'secondFactor.totp.qrAlt': 'Código QR para tu app de autenticación',
  'secondFactor.totp.setupKey': 'Clave de configuración',
  'secondFactor.totp.code': 'Código de la app',
  'secondFactor.totp.confirm': 'Activar',
  'secondFactor.totp.turnedOn': 'App de autenticación activada.',
  'secondFactor.totp.remove': 'Quitar la app de autenticación',
  'secondFactor.totp.removed': 'App de autenticación quitada.',
  'secondFactor.totp.cancel': 'Cancelar',
  'secondFactor.recovery.title': 'Códigos de recuperación',
  'secondFactor.recovery.intro':
    'Si pierdes tu dispositivo, un código de recuperación te permite iniciar sesión. Cada uno funciona una sola vez.',
  'secondFactor.recovery.left':
    '{count, plural, one {Te queda # código de recuperación} other {Te quedan # códigos de recuperación}}',
  'secondFactor.recovery.regenerate': 'Generar nuevos códigos de recuperación',
  'secondFactor.recovery.regenerated':
    'Tus nuevos códigos de recuperación están listos. Los anteriores ya no funcionan.',
  'secondFactor.recovery.save':
    'Guarda estos códigos de recuperación en un lugar seguro. Solo se muestran ahora y cada uno funciona una sola vez.',
  'secondFactor.recovery.listLabel': 'Tus códigos de recuperación',
  'secondFactor.recovery.copy': 'Copiar códigos',
  'secondFactor.recovery.copied': 'Códigos de recuperación copiados.',
  'secondFactor.recovery.done': 'Ya los he guardado',
  'secondFactor.verify.title': 'Confirma que eres tú',
  'secondFactor.verify.intro':
    'Este inicio de sesión no ha usado tu segundo factor. Introduce un código de tu app de autenticación o un código de recuperación.',
  'secondFactor.verify.submit': 'Confirmar',
  'secondFactor.verify.done': 'Confirmado.',
  'secondFactor.step.title': 'Verificación en dos pasos',
  'secondFactor.step.intro':
    'Introduce el código de 6 cifras de tu app de autenticación o uno de tus códigos de recuperación.',
  'secondFactor.step.introPasskey':
    'Usa tu llave de acceso para terminar o introduce uno de tus códigos de recuperación.',
  'secondFactor.step.code': 'Código de verificación',
  'secondFactor.step.submit': 'Verificar',
  'secondFactor.step.pending': 'Verificando…',
  'secondFactor.step.usePasskey': 'Usar una llave de acceso',
  'secondFactor.step.cancel': 'Cancelar',
  'secondFactor.step.failed': 'Error de verificación',
  'secondFactor.signIn.or': 'o',
  'secondFactor.signIn.passkey': 'Usar una llave de acceso',
  'secondFactor.signIn.passkeyHint': 'Inicia sesión con una llave de acceso: sin contraseña.',
  'secondFactor.admin.title': 'Configura un segundo factor',
  'secondFactor.admin.intro':
    'Las herramientas de administración requieren un segundo factor. Añade una llave de acceso o una app de autenticación para continuar.',
  'secondFactor.admin.verifyTitle': 'Confirma tu inicio de sesión',
  'secondFactor.reviewerNeedsSecondFactor':
    'Revisar resultados requiere un segundo factor. Configura una llave de acceso o una app de autenticación, o confirma este inicio de sesión con una de ellas.',
  'secondFactor.reviewer.intro':
    'Las revisiones quedan escritas en el registro público de impacto, así que revisar requiere un segundo factor. Añade una llave de acceso o una app de autenticación, o confirma este inicio de sesión con una de ellas.',
} as const satisfies Partial<Messages>;
