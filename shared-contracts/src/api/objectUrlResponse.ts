/**
 * An endpoint's `responseHandler` for a file the page plays or saves (a recording, an export): its body
 * as an object URL, which the caller revokes; a refusal's JSON, so its reason can be shown.
 */
export const objectUrlResponse = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown);
