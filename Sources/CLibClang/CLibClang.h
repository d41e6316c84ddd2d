// The few types of libclang's stable C API (clang-c/Index.h) that a11ylint calls, declared
// here so the build needs no libclang headers: the library itself is opened at run time with
// dlopen, and each function is looked up with dlsym into the pointer types below. The layouts
// follow the documented, ABI-stable C interface.
#ifndef A11YLINT_CLIBCLANG_H
#define A11YLINT_CLIBCLANG_H

typedef void *CXIndex;
typedef struct CXTranslationUnitImpl *CXTranslationUnit;
typedef void *CXClientData;
typedef void *CXFile;

typedef struct {
    const void *data;
    unsigned private_flags;
} CXString;

typedef struct {
    const void *ptr_data[2];
    unsigned int_data;
} CXSourceLocation;

typedef struct {
    const void *ptr_data[2];
    unsigned begin_int_data;
    unsigned end_int_data;
} CXSourceRange;

typedef struct {
    unsigned int_data[4];
    void *ptr_data;
} CXToken;

typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} CXCursor;

struct CXUnsavedFile {
    const char *Filename;
    const char *Contents;
    unsigned long Length;
};

typedef int (*A11yCursorVisitor)(CXCursor cursor, CXCursor parent, CXClientData client_data);

typedef CXIndex (*A11yCreateIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef void (*A11yDisposeIndex)(CXIndex index);
typedef CXTranslationUnit (*A11yParseTranslationUnit)(CXIndex index, const char *source_filename,
    const char *const *command_line_args, int num_command_line_args,
    struct CXUnsavedFile *unsaved_files, unsigned num_unsaved_files, unsigned options);
typedef void (*A11yDisposeTranslationUnit)(CXTranslationUnit unit);
typedef CXCursor (*A11yGetTranslationUnitCursor)(CXTranslationUnit unit);
typedef unsigned (*A11yVisitChildren)(CXCursor parent, A11yCursorVisitor visitor, CXClientData client_data);
typedef int (*A11yGetCursorKind)(CXCursor cursor);
typedef CXString (*A11yGetCursorSpelling)(CXCursor cursor);
typedef CXSourceRange (*A11yGetCursorExtent)(CXCursor cursor);
typedef CXSourceLocation (*A11yGetRangeStart)(CXSourceRange range);
typedef void (*A11yGetFileLocation)(CXSourceLocation location, CXFile *file, unsigned *line,
    unsigned *column, unsigned *offset);
typedef const char *(*A11yGetCString)(CXString string);
typedef void (*A11yDisposeString)(CXString string);
typedef void (*A11yTokenize)(CXTranslationUnit unit, CXSourceRange range, CXToken **tokens, unsigned *count);
typedef int (*A11yGetTokenKind)(CXToken token);
typedef CXString (*A11yGetTokenSpelling)(CXTranslationUnit unit, CXToken token);
typedef CXSourceRange (*A11yGetTokenExtent)(CXTranslationUnit unit, CXToken token);
typedef void (*A11yDisposeTokens)(CXTranslationUnit unit, CXToken *tokens, unsigned count);
typedef CXFile (*A11yGetFile)(CXTranslationUnit unit, const char *file_name);
typedef CXSourceLocation (*A11yGetLocationForOffset)(CXTranslationUnit unit, CXFile file, unsigned offset);
typedef CXSourceRange (*A11yGetRange)(CXSourceLocation begin, CXSourceLocation end);

#endif
