// Test data shared by the client's locale test and the server's message test.

/**
 * A Brazilian word where European Portuguese (pt-PT, the locale of the app's numbers and dates) has its own:
 * senha → palavra-passe, celular → telemóvel, usuário → utilizador, digite → introduza, tela → ecrã,
 * cadastro/registro → registo, você → (the verb alone), saque → levantamento, caractere → carácter,
 * "em uma" → numa, Nova York → Nova Iorque. Every Portuguese text, the app's, the back office's and the
 * server's, is held to it.
 */
export const BRAZILIAN_PORTUGUESE =
  /(?<!\p{L})(senhas?|celular(es)?|usuári[oa]s?|digite|telas?|cadastr\p{L}*|registr\p{L}*|você|saques?|sacar|caractere|em uma?|nova york)(?!\p{L})/iu;
