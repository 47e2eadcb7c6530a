/**
 * documentIds of fixture documents that tests, contracts and e2e journeys point at
 * (fixtures/cms/*.json); a fixtures test keeps them in step with the files.
 */
export const CMS_DOCUMENTS = {
  aboutUsPage: 'vuxiyy37y9g6r1pt1q7t9va0',
  /** Has an image block without a mobile image. */
  ourCausesPage: 'ubyidv3wwr5bdbxq3tulxlux',
  lotoAppPage: '2rohc7mulrvfwi0s7r3w0s00',
  /** The newest published article. */
  newestArticle: 'an3wx9c5lpar1vd8g2tqp50q',
  /** The article with a videoURL and the [[video]] marker. */
  videoArticle: 'ago5l73mm7nc62hsji3fdbxo',
  /** Links to mail, an external site and a PDF. */
  linksArticle: '6e58bvuvwifcfvnem1o5ugc0',
  /** An embedded image and a link to a JPEG. */
  imageArticle: '46rp6wvz28ew5hjrghhlm0zi',
  /** Published, with a newer draft (title ends in "(updated)" with status). */
  updatedDraftArticle: '3478oxssb3xwtp7aai7j8bkd',
  /** Never published: 404 without status. */
  draftOnlyArticle: 'vcb1ckpi06v9irbkcb5d3376',
} as const;
