import './articleStyles'
import { use } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { articleBody, blogArticles, findArticle } from '../../content/blog/articles'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'
import { relatedArticles } from './articleSelection'

/**
 * The route's loader: brings the article's text in before the page shows (and before a prerendered page hydrates, so
 * it hydrates at once); the page reads it from the same cache.
 */
export async function loader({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<null> {
  const article = findArticle(params.id)
  if (article) await articleBody(article.id)
  return null
}

/** /blog/{id}: the article, once its text has loaded, or a not-found message with a way back to the blog. */
export function ArticlePage() {
  const article = findArticle(useParams().id)
  if (!article) return <ArticleNotFound />
  const { content } = use(articleBody(article.id))
  return (
    <ArticleView article={article} content={content} related={relatedArticles(article, blogArticles())} />
  )
}
