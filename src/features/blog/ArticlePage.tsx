import './articleStyles'
import { use } from 'react'
import { useParams, type Params } from 'react-router'
import { articleBody, blogArticles, findArticle } from '../../content/blog/articles'
import { articleMessages } from '../../content/messages/blog'
import { usePageHead } from '../../lib/pageHead'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'
import { relatedArticles } from './articleSelection'

/**
 * Brings the article's text in before the page first shows (so a prerendered page hydrates at once); the page reads it
 * from the same cache, and waits for it itself on a navigation.
 */
export async function preload(params: Params): Promise<void> {
  const article = findArticle(params.id)
  if (article) await articleBody(article.id)
}

/** /blog/{id}: the article, once its text has loaded, or a not-found message with a way back to the blog. */
export function ArticlePage() {
  const article = findArticle(useParams().id)
  usePageHead(article?.title ?? articleMessages.notFoundTitle, article?.excerpt)
  if (!article) return <ArticleNotFound />
  const { content } = use(articleBody(article.id))
  return (
    <ArticleView article={article} content={content} related={relatedArticles(article, blogArticles())} />
  )
}
