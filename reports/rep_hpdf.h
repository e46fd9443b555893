/* rep_hpdf.h - libharu for the PDFs, loaded when a PDF is written, not at
 * every start of the program (app/core/dynlib.h).  Include this instead of
 * <hpdf.h>; the calls read as before.  rep_hpdf_load first. */
#ifndef SK_REP_HPDF_H
#define SK_REP_HPDF_H

#include <hpdf.h>

#include "dynlib.h"

#define REP_HPDF_FUNCS(X)                                                                      \
    X(HPDF_AddPage) X(HPDF_Dict_Add) X(HPDF_Dict_AddName) X(HPDF_Dict_AddNumber)               \
    X(HPDF_Dict_New) X(HPDF_Font_TextWidth) X(HPDF_Free) X(HPDF_GetFont)                       \
    X(HPDF_GetStreamSize) X(HPDF_LoadTTFontFromFile) X(HPDF_MemStream_FreeData) X(HPDF_New)    \
    X(HPDF_Page_BeginText) X(HPDF_Page_Circle) X(HPDF_Page_EndText) X(HPDF_Page_Fill)          \
    X(HPDF_Page_LineTo) X(HPDF_Page_MoveTo) X(HPDF_Page_Rectangle) X(HPDF_Page_SetDash)        \
    X(HPDF_Page_SetFontAndSize) X(HPDF_Page_SetLineWidth) X(HPDF_Page_SetRGBFill)              \
    X(HPDF_Page_SetRGBStroke) X(HPDF_Page_SetSize) X(HPDF_Page_SetTextMatrix)                  \
    X(HPDF_Page_ShowText) X(HPDF_Page_Stroke) X(HPDF_Page_TextOut) X(HPDF_ReadFromStream)      \
    X(HPDF_SaveToStream) X(HPDF_SetCompressionMode) X(HPDF_SetCurrentEncoder)                  \
    X(HPDF_SetInfoAttr) X(HPDF_Stream_WriteStr) X(HPDF_String_New) X(HPDF_UseUTFEncodings)

SK_DYNLIB_DECLARE(rep_hpdf, rep_hpdf_table, REP_HPDF_FUNCS)

#ifndef REP_LIBS_TABLES_ONLY /* (rep_libs.c, which fills the table) */
#define HPDF_AddPage (rep_hpdf()->HPDF_AddPage)
#define HPDF_Dict_Add (rep_hpdf()->HPDF_Dict_Add)
#define HPDF_Dict_AddName (rep_hpdf()->HPDF_Dict_AddName)
#define HPDF_Dict_AddNumber (rep_hpdf()->HPDF_Dict_AddNumber)
#define HPDF_Dict_New (rep_hpdf()->HPDF_Dict_New)
#define HPDF_Font_TextWidth (rep_hpdf()->HPDF_Font_TextWidth)
#define HPDF_Free (rep_hpdf()->HPDF_Free)
#define HPDF_GetFont (rep_hpdf()->HPDF_GetFont)
#define HPDF_GetStreamSize (rep_hpdf()->HPDF_GetStreamSize)
#define HPDF_LoadTTFontFromFile (rep_hpdf()->HPDF_LoadTTFontFromFile)
#define HPDF_MemStream_FreeData (rep_hpdf()->HPDF_MemStream_FreeData)
#define HPDF_New (rep_hpdf()->HPDF_New)
#define HPDF_Page_BeginText (rep_hpdf()->HPDF_Page_BeginText)
#define HPDF_Page_Circle (rep_hpdf()->HPDF_Page_Circle)
#define HPDF_Page_EndText (rep_hpdf()->HPDF_Page_EndText)
#define HPDF_Page_Fill (rep_hpdf()->HPDF_Page_Fill)
#define HPDF_Page_LineTo (rep_hpdf()->HPDF_Page_LineTo)
#define HPDF_Page_MoveTo (rep_hpdf()->HPDF_Page_MoveTo)
#define HPDF_Page_Rectangle (rep_hpdf()->HPDF_Page_Rectangle)
#define HPDF_Page_SetDash (rep_hpdf()->HPDF_Page_SetDash)
#define HPDF_Page_SetFontAndSize (rep_hpdf()->HPDF_Page_SetFontAndSize)
#define HPDF_Page_SetLineWidth (rep_hpdf()->HPDF_Page_SetLineWidth)
#define HPDF_Page_SetRGBFill (rep_hpdf()->HPDF_Page_SetRGBFill)
#define HPDF_Page_SetRGBStroke (rep_hpdf()->HPDF_Page_SetRGBStroke)
#define HPDF_Page_SetSize (rep_hpdf()->HPDF_Page_SetSize)
#define HPDF_Page_SetTextMatrix (rep_hpdf()->HPDF_Page_SetTextMatrix)
#define HPDF_Page_ShowText (rep_hpdf()->HPDF_Page_ShowText)
#define HPDF_Page_Stroke (rep_hpdf()->HPDF_Page_Stroke)
#define HPDF_Page_TextOut (rep_hpdf()->HPDF_Page_TextOut)
#define HPDF_ReadFromStream (rep_hpdf()->HPDF_ReadFromStream)
#define HPDF_SaveToStream (rep_hpdf()->HPDF_SaveToStream)
#define HPDF_SetCompressionMode (rep_hpdf()->HPDF_SetCompressionMode)
#define HPDF_SetCurrentEncoder (rep_hpdf()->HPDF_SetCurrentEncoder)
#define HPDF_SetInfoAttr (rep_hpdf()->HPDF_SetInfoAttr)
#define HPDF_Stream_WriteStr (rep_hpdf()->HPDF_Stream_WriteStr)
#define HPDF_String_New (rep_hpdf()->HPDF_String_New)
#define HPDF_UseUTFEncodings (rep_hpdf()->HPDF_UseUTFEncodings)
#endif

#endif
