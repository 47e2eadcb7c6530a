import type { NewsArticle, StrapiNewsArticle } from './types';

/** The spec lets the CMS name these `title`/`articleTitle` and `content`/`articleContent`. */
export const normaliseArticle = ({
  title,
  articleTitle,
  content,
  articleContent,
  ...rest
}: StrapiNewsArticle): NewsArticle => ({
  ...rest,
  title: title ?? articleTitle ?? '',
  content: content ?? articleContent ?? null,
});
